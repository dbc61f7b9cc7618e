import { randomBytes } from 'node:crypto';
import { createServer, connect, type Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ListObjectsV2Command,
  ListObjectVersionsCommand,
  PutBucketVersioningCommand,
  S3Client,
} from '@aws-sdk/client-s3';

export interface S3TestServer {
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  stop(): Promise<void>;
}

interface S3ServerModule {
  startS3Server(options: { dir?: string; port?: number }): Promise<S3TestServer>;
  s3Environment(server: S3TestServer, bucket: string): Record<string, string>;
}

const serverScript = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../scripts/cluster/s3-server.mjs',
);
// A specifier in a variable: the plain-JavaScript script has no type declarations.
const loadServerModule = () => import(serverScript) as Promise<S3ServerModule>;

/** Starts the repository's S3 test server (radosgw on loopback, about 15 s). */
export async function startS3TestServer() {
  return (await loadServerModule()).startS3Server({});
}

/** A bucket name no other run uses. */
export const uniqueBucket = () => `test-${randomBytes(6).toString('hex')}`;

/** The upstream's S3_* settings for `server` and `bucket`, plus the shared secret shared mode requires. */
export async function s3AppEnvironment(server: S3TestServer, bucket: string, endpoint = server.endpoint) {
  return {
    ...(await loadServerModule()).s3Environment(server, bucket),
    S3_ENDPOINT: endpoint,
    JWT_SECRET: 'shared-jwt-secret-for-the-s3-tests-0123456789',
  };
}

/** A client of the test server's own, as an operator's tools would be. */
const clientOf = (server: S3TestServer) =>
  new S3Client({
    endpoint: server.endpoint,
    region: server.region,
    credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
    forcePathStyle: true,
  });

/** Every key in the bucket (under `prefix`). */
export async function bucketKeys(server: S3TestServer, bucket: string, prefix = '') {
  const client = clientOf(server);
  try {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken }));
      keys.push(...(page.Contents ?? []).map((object) => object.Key!));
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  } finally {
    client.destroy();
  }
}

/** Turns versioning on for the bucket, as README asks operators to. */
export async function enableVersioning(server: S3TestServer, bucket: string) {
  const client = clientOf(server);
  try {
    await client.send(
      new PutBucketVersioningCommand({ Bucket: bucket, VersioningConfiguration: { Status: 'Enabled' } }),
    );
  } finally {
    client.destroy();
  }
}

/** The key of every version and delete marker in the bucket (under `prefix`), once per version: what an operator could still read back. */
export async function versionKeys(server: S3TestServer, bucket: string, prefix = '') {
  const client = clientOf(server);
  try {
    const keys: string[] = [];
    let KeyMarker: string | undefined;
    let VersionIdMarker: string | undefined;
    for (;;) {
      const page = await client.send(
        new ListObjectVersionsCommand({ Bucket: bucket, Prefix: prefix, KeyMarker, VersionIdMarker }),
      );
      keys.push(...[...(page.Versions ?? []), ...(page.DeleteMarkers ?? [])].map((entry) => entry.Key!));
      if (!page.IsTruncated) return keys.sort();
      KeyMarker = page.NextKeyMarker;
      VersionIdMarker = page.NextVersionIdMarker;
    }
  } finally {
    client.destroy();
  }
}

/**
 * A TCP relay to `target` on a port of its own: `cut()` closes it (the store looks down: connections
 * refused), `restore()` listens again on the same port.
 */
export async function storeRelay(target: string) {
  const { hostname, port: targetPort } = new URL(target);
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(targetPort), hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
    });
  const port = await listen(0);
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    cut: close,
    restore: () => listen(port).then(() => undefined),
    listening: () => server.listening,
    close: () => (server.listening ? close() : Promise.resolve()),
  };
}
