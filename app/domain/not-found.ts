/**
 * Paths that only scanners ask for (ADR 310): no page of this site, now or on the site it
 * replaced, lives under a dot-directory (other than /.well-known/), ends in a server-script
 * extension, or is part of a WordPress installation. Their misses are answered like any 404 but
 * not counted in staff's 404 log, where they would push out the real broken links.
 */
const PROBE_PATH = /(?:^|\/)\.(?!well-known(?:\/|$))|\.(?:php\d?|asp|aspx|jsp|cgi|env|ini|sql|bak|git)$|^\/(?:wp-|wordpress\/|cgi-bin\/|xmlrpc)/i;

/** Whether a (normalized) path is a scanner's probe rather than an address a person may have followed. */
export function isProbePath(path: string): boolean {
  return PROBE_PATH.test(path);
}
