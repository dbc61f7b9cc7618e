/** The ports kannelConf listens on (admin, smsbox connections, fake SMSC, sendsms). */
export type KannelPorts = Record<'admin' | 'box' | 'smsc' | 'sendsms', number>;

/** A message fakesmsc got from Kannel: what a phone would have received. */
export interface ReceivedSms {
  from: string;
  to: string;
  text: string;
}

export declare const kannelPrograms: Record<'bearerbox' | 'smsbox' | 'fakesmsc', string>;
export declare const kannelSendsmsUser: { user: string; password: string };
export declare function kannelConf(
  dir: string,
  ports: KannelPorts,
  getUrl: string,
  options?: { logLevel?: number },
): string;
export declare function fakesmscArgs(port: number, inject?: string): string[];
export declare function receivedSmsOf(line: string): ReceivedSms | undefined;
