import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

/**
 * One order's stock step, as the library order and press checkout take it: `qty` copies of a variant in a
 * transaction of its own, committed when taken. `stock` is src/lib/commerce/orders/stock, imported by the test
 * after Payload has booted.
 */
export async function orderCopies(
  payload: Payload,
  stock: typeof import('../../src/lib/commerce/orders/stock'),
  bookId: number | string,
  sku: string,
  qty: number,
): Promise<boolean> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const taken = await stock.takeStock(req, bookId, sku, qty)
    if (taken) await commitTransaction(req)
    else await killTransaction(req)
    return taken
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
