/** Applies pending migrations for whichever database DATABASE_URL selects (SQLite by default). */
import { migrateDatabase } from './lib/migrateDatabase'
import { whileLoading } from './lib/payload'

await whileLoading(migrateDatabase)
process.exit(0)
