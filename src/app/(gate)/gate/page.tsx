import { notFound } from 'next/navigation'

import { GateForm } from '@/components/layout/GateForm'
import { isGateEnabled } from '@/lib/navigation/gate'

// The gate's state is the server's environment at run time, never the build's.
export const dynamic = 'force-dynamic'

/** The pre-launch gate. The proxy rewrites every gated request here, so the browser keeps its URL. */
export default function GatePage() {
  if (!isGateEnabled(process.env)) notFound()
  return <GateForm />
}
