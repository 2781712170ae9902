/**
 * Connection checks of external providers (Admin › External Providers, data-widgets-calls 7.3 "POST
 * check"): each kind asked what its protocol says a client asks first.
 * - sso: the OpenID Connect discovery document (`/.well-known/openid-configuration`), which must name
 *   the issuer and the authorization, token and key endpoints;
 * - survey: a WITSML 1.4.1.1 store's WMLS_GetVersion, which must list 1.4.1.1;
 * - interpretation: an HTTP GET of the service URL, which must answer 2xx.
 * Never throws: the answer says what failed, in words an administrator can act on.
 */
import { z } from 'zod';
import { getVersion, StoreError } from '../feeds/witsml/soap-client';

export type ProviderKind = 'sso' | 'survey' | 'interpretation';
export interface CheckResult {
  ok: boolean;
  message: string;
}

const TIMEOUT_MS = 10_000;

const discovery = z.object({
  issuer: z.string().min(1),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
});

const reason = (e: unknown) => (e instanceof Error ? (e.cause instanceof Error ? `${e.message}: ${e.cause.message}` : e.message) : String(e));

async function checkSso(url: string): Promise<CheckResult> {
  const at = url.includes('/.well-known/') ? url : `${url.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  let res: Response;
  try {
    res = await fetch(at, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } });
  } catch (e) {
    return { ok: false, message: `${at} cannot be reached (${reason(e)})` };
  }
  if (!res.ok) return { ok: false, message: `${at} answered HTTP ${res.status}` };
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    return { ok: false, message: `${at} did not answer JSON` };
  }
  const doc = discovery.safeParse(body);
  if (!doc.success) {
    const field = doc.error.issues[0]?.path.join('.') || 'document';
    return { ok: false, message: `Not an OpenID Connect discovery document: ${field} missing or invalid` };
  }
  return { ok: true, message: `OpenID Connect provider ${doc.data.issuer}` };
}

async function checkSurvey(url: string): Promise<CheckResult> {
  try {
    const versions = await getVersion(url, { username: null, password: null }, TIMEOUT_MS);
    if (!versions.includes('1.4.1.1')) return { ok: false, message: `The store speaks WITSML ${versions.join(', ') || 'no version'}, not 1.4.1.1` };
    return { ok: true, message: `WITSML store, versions ${versions.join(', ')}` };
  } catch (e) {
    return { ok: false, message: e instanceof StoreError ? e.message : reason(e) };
  }
}

async function checkInterpretation(url: string): Promise<CheckResult> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    await res.body?.cancel();
    return res.ok ? { ok: true, message: `Answered HTTP ${res.status}` } : { ok: false, message: `${url} answered HTTP ${res.status}` };
  } catch (e) {
    return { ok: false, message: `${url} cannot be reached (${reason(e)})` };
  }
}

export function checkProvider(kind: ProviderKind, url: string): Promise<CheckResult> {
  switch (kind) {
    case 'sso':
      return checkSso(url);
    case 'survey':
      return checkSurvey(url);
    case 'interpretation':
      return checkInterpretation(url);
  }
}
