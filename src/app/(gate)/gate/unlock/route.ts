import { NextResponse } from 'next/server'
import { z } from 'zod'

import { getSecrets } from '@/lib/config/secrets'
import { cookieSettings } from '@/lib/http/cookies'
import { HttpError } from '@/lib/http/errors'
import { route } from '@/lib/http/route'
import { GATE_COOKIE, GATE_COOKIE_MAX_AGE_S, gateCookieValue, isGateEnabled, isPassphraseCorrect } from '@/lib/navigation/gate'

const Body = z.object({ passphrase: z.string().max(200) })

/** Checks the gate passphrase; the right one sets the art-fauxwall cookie for 7 days. */
export const POST = route({
  handler: async ({ input }) => {
    if (!isGateEnabled(process.env)) throw new HttpError(404, 'The gate is off.')
    const parsed = Body.safeParse(input)
    if (!parsed.success) throw new HttpError(400, 'Send a JSON body with a passphrase string.')
    const { fauxwallPassphrase, payloadSecret } = getSecrets()
    if (!isPassphraseCorrect(parsed.data.passphrase, fauxwallPassphrase)) throw new HttpError(401, 'That passphrase is not correct.')
    const response = NextResponse.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } })
    response.cookies.set(cookieSettings(GATE_COOKIE, gateCookieValue(fauxwallPassphrase, payloadSecret), GATE_COOKIE_MAX_AGE_S))
    return response
  },
})
