import { z } from 'zod'

/** What scripts/test.ts (step "cluster") tells the cluster tests about the cluster it started. */
const schema = z.object({
  CLUSTER_URL: z.url(),
  /** Instances A, B and C, comma-separated (C is the one the graceful-stop test stops). */
  CLUSTER_INSTANCE_URLS: z.string().transform((value) => value.split(',')),
  /** Their process groups, in the same order (the kill -9 test). */
  CLUSTER_INSTANCE_PIDS: z.string().transform((value) => value.split(',').map(Number)),
  CLUSTER_DATABASE_URL: z.string().startsWith('postgres'),
  CLUSTER_ADMIN_EMAIL: z.email(),
  CLUSTER_ADMIN_PASSWORD: z.string().min(1),
})

export const clusterEnv = () => {
  const env = schema.parse(process.env)
  const [a, b, c] = env.CLUSTER_INSTANCE_URLS
  if (!a || !b || !c) throw new Error('CLUSTER_INSTANCE_URLS must name three instances')
  return { ...env, a, b, c, admin: { email: env.CLUSTER_ADMIN_EMAIL, password: env.CLUSTER_ADMIN_PASSWORD } }
}
