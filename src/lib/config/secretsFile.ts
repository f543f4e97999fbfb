import path from 'node:path'

/**
 * Where an instance keeps its generated secrets: DATA_DIR (default data/). Apart from secrets.ts, which reads
 * DATA_DIR once when loaded: the backup finds the file without loading it.
 */
export const secretsFilePath = (dataDir: string | undefined) => path.resolve(dataDir || 'data', 'secrets.json')
