/** Applies pending migrations for whichever database DATABASE_URL selects (SQLite by default). */
import { migrateDatabase } from './lib/migrateDatabase'

await migrateDatabase()
process.exit(0)
