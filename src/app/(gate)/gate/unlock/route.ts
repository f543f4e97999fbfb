import { NextResponse } from 'next/server'
import { z } from 'zod'

import { getSecrets } from '@/lib/config/secrets'
import { readJsonBody, refusingHostileInput } from '@/lib/http/requestBody'
import { GATE_COOKIE, GATE_COOKIE_MAX_AGE_S, gateCookieValue, isGateEnabled, isPassphraseCorrect } from '@/lib/navigation/gate'

const Body = z.object({ passphrase: z.string().max(200) })

/** Checks the gate passphrase; the right one sets the art-fauxwall cookie for 7 days. */
export const POST = refusingHostileInput(async (request: Request) => {
  if (!isGateEnabled(process.env)) return NextResponse.json({ error: 'The gate is off.' }, { status: 404 })
  const parsed = Body.safeParse(await readJsonBody(request))
  if (!parsed.success) return NextResponse.json({ error: 'Send a JSON body with a passphrase string.' }, { status: 400 })

  const { fauxwallPassphrase, payloadSecret } = getSecrets()
  if (!isPassphraseCorrect(parsed.data.passphrase, fauxwallPassphrase)) {
    return NextResponse.json({ error: 'That passphrase is not correct.' }, { status: 401 })
  }
  const response = NextResponse.json({ ok: true })
  response.cookies.set(GATE_COOKIE, gateCookieValue(fauxwallPassphrase, payloadSecret), {
    maxAge: GATE_COOKIE_MAX_AGE_S,
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: new URL(request.url).protocol === 'https:',
  })
  return response
})
