import type { GlobalConfig } from 'payload'

import { isFulfilment } from '../access/isFulfilment'
import { isStaff } from '../access/isStaff'
import { DEFAULT_CLOSED_MESSAGE } from '../lib/commerce/library-order/programPolicy'
import { DEFAULT_LOW_STOCK_THRESHOLD } from '../lib/catalogue/stockLevel'
import { DEFAULT_WAITING_LIST_DAYS } from '../lib/commerce/waiting-list/rules'

/**
 * The Library Program's ordering rules beyond the library types' book limits, enforced when an order is
 * submitted (src/lib/commerce/library-order/programPolicy.ts). Staff can exempt one account on the account itself.
 */
export const ProgramPolicy: GlobalConfig = {
  slug: 'program-policy',
  label: 'Program policy',
  admin: {
    group: 'Library Program',
    description:
      'When and how often libraries may order, and how long a library waits for a book out of stock. Book limits per order are set on each library type; an account can be exempted on the account.',
  },
  access: { read: isStaff, update: isFulfilment },
  fields: [
    {
      name: 'ordersPerPeriod',
      label: 'Orders per account per period',
      type: 'group',
      fields: [
        { name: 'enabled', label: 'Limit the number of orders per account', type: 'checkbox', defaultValue: false },
        {
          type: 'row',
          fields: [
            { name: 'maxOrders', label: 'Orders allowed', type: 'number', min: 1, defaultValue: 1 },
            { name: 'periodMonths', label: 'Per this many months', type: 'number', min: 1, defaultValue: 12 },
          ],
        },
      ],
    },
    {
      name: 'orderingWindow',
      type: 'group',
      fields: [
        { name: 'enabled', label: 'Only take orders between these dates', type: 'checkbox', defaultValue: false },
        {
          type: 'row',
          fields: [
            { name: 'opensAt', label: 'Opens', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
            { name: 'closesAt', label: 'Closes', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
          ],
        },
        {
          name: 'closedMessage',
          type: 'textarea',
          defaultValue: DEFAULT_CLOSED_MESSAGE,
          admin: { description: 'Shown to a library that tries to order outside the window.' },
        },
      ],
    },
    {
      name: 'lowStockThreshold',
      label: 'Low stock: copies left',
      type: 'number',
      min: 0,
      defaultValue: DEFAULT_LOW_STOCK_THRESHOLD,
      admin: {
        description:
          'A book is marked "Low stock" in the books list, the restock page and the dashboard when one of its variants has this many copies or fewer.',
      },
    },
    {
      name: 'waitingListDays',
      label: 'Waiting list: days a wait lasts',
      type: 'number',
      min: 1,
      defaultValue: DEFAULT_WAITING_LIST_DAYS,
      admin: {
        description:
          'A library waiting for a book out of stock is emailed when it is back, unless it joined more than this many days ago (it then has to press the button again).',
      },
    },
  ],
}
