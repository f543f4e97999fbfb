/** The part of s3rver (a local S3-compatible server, tests only) the tests use; the package ships no types. */
declare module 's3rver' {
  type Options = {
    address?: string
    port?: number
    silent?: boolean
    directory: string
    configureBuckets?: { name: string; configs: string[] }[]
  }
  export default class S3rver {
    constructor(options: Options)
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
