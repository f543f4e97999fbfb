/**
 * Mutation testing of the pure rules (issue 29 item 4): Stryker changes each rule's code (a `<` into `<=`, a
 * condition into `true`, a string into '') and runs the unit tests; a change no test notices (a surviving
 * mutant) is a rule no test holds. `npm run test:mutation`; the report is in tmp/mutation/. Not part of
 * `npm test`: a run takes many minutes.
 */
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  coverageAnalysis: 'perTest',
  // The decisions: cart limits, shipping choice, tax, program policy, order status, close targets, redirects,
  // request limits and the validation rules of the forms and the cart.
  mutate: [
    'src/lib/commerce/library-order/libraryLimit.ts',
    'src/lib/commerce/library-order/programPolicy.ts',
    'src/lib/commerce/cart/shippingMethod.ts',
    'src/lib/commerce/cart/shippingRates.ts',
    'src/lib/commerce/cart/tax.ts',
    'src/lib/commerce/cart/totals.ts',
    'src/lib/commerce/cart/requestSchema.ts',
    'src/lib/commerce/press-checkout/paidSession.ts',
    'src/lib/commerce/orders/statusTransitions.ts',
    'src/lib/navigation/closeTarget.ts',
    'src/lib/navigation/legacyRedirects.ts',
    'src/lib/auth/safeReturnPath.ts',
    'src/lib/auth/accountRules.ts',
    'src/lib/auth/registrationRules.ts',
    'src/lib/http/requestBody.ts',
  ],
  thresholds: { high: 95, low: 90, break: null },
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'tmp/mutation/report.html' },
  jsonReporter: { fileName: 'tmp/mutation/report.json' },
  tempDirName: 'tmp/stryker',
  concurrency: 2,
  timeoutMS: 20_000,
}

export default config
