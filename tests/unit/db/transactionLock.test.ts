import { describe, expect, it } from 'vitest'

import { TransactionLock } from '@/lib/db/transactionLock'

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('TransactionLock', () => {
  it('lets one holder in at a time, in arrival order', async () => {
    const lock = new TransactionLock(1000)
    const order: string[] = []
    await lock.acquire('a')
    const b = lock.acquire('b').then(() => order.push('b'))
    const c = lock.acquire('c').then(() => order.push('c'))
    await tick()
    expect(order).toEqual([])
    lock.release('a')
    await b
    expect(order).toEqual(['b'])
    lock.release('b')
    await c
    expect(order).toEqual(['b', 'c'])
    lock.release('c')
    expect(lock.held).toBe(0)
  })

  it('gives up after the wait limit without blocking those queued behind', async () => {
    const lock = new TransactionLock(30)
    await lock.acquire('stuck')
    await expect(lock.acquire('late')).rejects.toThrow(/Waited 30 ms/)
    lock.release('stuck')
    await expect(lock.acquire('next')).resolves.toBeUndefined()
  })

  it('ignores a release for a key it does not hold', async () => {
    const lock = new TransactionLock(100)
    lock.release('nobody')
    await lock.acquire('a')
    expect(lock.held).toBe(1)
  })

  it('takes the lock back from a holder that never releases once its lease runs out, and tells it', async () => {
    const lock = new TransactionLock(1000, 40)
    const expired: string[] = []
    await lock.acquire('leaked', () => expired.push('leaked'))
    const next = lock.acquire('next', () => expired.push('next'))
    await tick()
    expect(lock.held).toBe(1)
    await next
    expect(expired).toEqual(['leaked'])
    lock.release('next')
    expect(lock.held).toBe(0)
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(expired).toEqual(['leaked'])
  })
})
