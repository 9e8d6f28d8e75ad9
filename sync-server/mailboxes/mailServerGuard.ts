import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { MailboxServers } from './mailboxAccess.ts';
import { MailboxConnectionError } from './mailboxConnectionError.ts';
import type { MailboxNetwork } from './mailboxNetwork.ts';
import { incomingLabel, type IncomingServer, type MailServer } from './mailConnections.ts';
import { mailFailure, whereOf } from './mailFailure.ts';
import { isPublicAddress } from './publicAddress.ts';

/** How messages name a server ("SMTP", "IMAP", "POP3") and the ports its kind may use. */
function kindOf(server: MailServer | IncomingServer, network: MailboxNetwork): { label: string; ports: readonly number[] } {
  return 'protocol' in server ? { label: incomingLabel(server.protocol), ports: network.incomingPorts } : { label: 'SMTP', ports: network.smtpPorts };
}

function checkPort(server: MailServer | IncomingServer, network: MailboxNetwork): void {
  const { label, ports } = kindOf(server, network);
  if (ports.includes(server.port)) return;
  console.error(`The ${label} server ${whereOf(server)} was refused: its port is not in MAILBOX_${label === 'SMTP' ? 'SMTP' : 'INCOMING'}_PORTS.`);
  throw new MailboxConnectionError(`The ${label} server's port ${server.port} is not allowed: use one of ${ports.join(', ')}.`);
}

/**
 * Resolves the server's host (IPv4 first), refuses it when any address it names is not public (unless private hosts
 * are allowed), and answers the server pinned to the first address: a connection goes to the address checked, so a
 * name that resolves elsewhere a moment later (DNS rebinding) reaches nothing new. TLS keeps the host name.
 */
async function pin<T extends MailServer | IncomingServer>(server: T, network: MailboxNetwork): Promise<T> {
  const { label } = kindOf(server, network);
  const step = `Signing in to the ${label} server`;
  const addresses = await lookup(server.host, { all: true, order: 'ipv4first' }).catch((error: unknown) => {
    throw mailFailure(step, server, error);
  });
  const [first] = addresses;
  if (!first) throw mailFailure(step, server, Object.assign(new Error('The name has no address.'), { code: 'ENOTFOUND' }));
  if (!network.privateHosts && !addresses.every(({ address }) => isPublicAddress(address))) {
    console.error(`The ${label} server ${whereOf(server)} was refused: it resolves to ${addresses.map(({ address }) => address).join(', ')}, not only public addresses.`);
    throw new MailboxConnectionError(`The ${label} server's address is not allowed: a mailbox's servers must be on the public internet.`);
  }
  return { ...server, host: first.address, servername: isIP(server.host) ? undefined : server.host };
}

/**
 * A server a dealer's manager typed (a POP3/SMTP account's), before anything connects to it (issue 27): on a mail
 * port of its kind and at public addresses only, unless the network allows private hosts; pinned to the address
 * checked.
 */
export async function guardMailServer<T extends MailServer | IncomingServer>(server: T, network: MailboxNetwork): Promise<T> {
  checkPort(server, network);
  return pin(server, network);
}

/** Both servers of an account, before any connection to either: both ports first, then both addresses. */
export async function guardAccountServers(servers: MailboxServers, network: MailboxNetwork): Promise<MailboxServers> {
  checkPort(servers.smtp, network);
  checkPort(servers.incoming, network);
  return { smtp: await pin(servers.smtp, network), incoming: await pin(servers.incoming, network) };
}
