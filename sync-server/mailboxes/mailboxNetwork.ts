/**
 * Where the servers of a POP3/SMTP mailbox (typed by a dealer's manager) may be: public internet hosts, unless
 * privateHosts allows loopback and private networks too, on one of the mail ports of their kind. The Google and
 * Microsoft servers are the operator's configuration and are not held to it.
 */
export type MailboxNetwork = {
  /** MAILBOX_PRIVATE_HOSTS=allow: loopback, private, link-local and other non-public addresses may be reached. */
  privateHosts: boolean;
  /** MAILBOX_SMTP_PORTS: the ports an SMTP server may listen on. */
  smtpPorts: readonly number[];
  /** MAILBOX_INCOMING_PORTS: the ports an IMAP or POP3 server may listen on. */
  incomingPorts: readonly number[];
};

/** SMTP (25), SMTPS (465), submission (587) and its common alternative (2525). */
export const DEFAULT_SMTP_PORTS = [25, 465, 587, 2525] as const;
/** POP3 (110), POP3S (995), IMAP (143), IMAPS (993). */
export const DEFAULT_INCOMING_PORTS = [110, 995, 143, 993] as const;

export const DEFAULT_MAILBOX_NETWORK: MailboxNetwork = { privateHosts: false, smtpPorts: DEFAULT_SMTP_PORTS, incomingPorts: DEFAULT_INCOMING_PORTS };

/** A port list as the environment gives it ("25, 465,587"); a word that is no port stops the server at start. */
function portsOf(name: string, text: string | undefined, fallback: readonly number[]): readonly number[] {
  if (text === undefined || text.trim() === '') return fallback;
  return text.split(/[\s,]+/).filter(Boolean).map((word) => {
    const port = Number(word);
    if (!/^\d+$/.test(word) || port < 1 || port > 65535) throw new Error(`${name} must list ports between 1 and 65535, separated by commas: "${word}" is not one.`);
    return port;
  });
}

/** MAILBOX_PRIVATE_HOSTS, MAILBOX_SMTP_PORTS and MAILBOX_INCOMING_PORTS (README "Configuration"); a list replaces its default. */
export function mailboxNetworkFromEnv(env: NodeJS.ProcessEnv = process.env): MailboxNetwork {
  return {
    privateHosts: env.MAILBOX_PRIVATE_HOSTS === 'allow',
    smtpPorts: portsOf('MAILBOX_SMTP_PORTS', env.MAILBOX_SMTP_PORTS, DEFAULT_SMTP_PORTS),
    incomingPorts: portsOf('MAILBOX_INCOMING_PORTS', env.MAILBOX_INCOMING_PORTS, DEFAULT_INCOMING_PORTS),
  };
}
