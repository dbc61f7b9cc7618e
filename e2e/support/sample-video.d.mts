export function recorderLikeVideo(seconds?: number): { name: string; mimeType: string; buffer: Buffer };
