// @vitest-environment happy-dom
import { act, useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { useAccountForm } from '@/components/account/accountForm'
import { loginRules, parseForm } from '@/lib/auth/accountRules'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const validate = (values: Record<string, unknown>) => parseForm(loginRules, values)
/** The hook's latest answer, for the assertions. */
const latest: { current?: ReturnType<typeof useAccountForm<{ email: string; password: string }>> } = {}

function LoginLike({ onValid }: { onValid: (data: unknown) => void }) {
  const form = useAccountForm(validate)
  useEffect(() => {
    latest.current = form
  })
  const { register, handleSubmit, errors } = form
  return (
    <form onSubmit={handleSubmit(onValid)}>
      <input id="email" aria-invalid={!!errors.email} {...register('email')} />
      <input id="password" type="password" {...register('password')} />
      <input id="poulin" type="checkbox" name="poulin" />
      <button type="submit">Log in</button>
    </form>
  )
}

const container = document.createElement('div')
document.body.append(container)
const root = createRoot(container)
afterEach(() => act(() => root.render(null)))

const $ = (id: string) => container.querySelector<HTMLInputElement>(`#${id}`)!
/** Types a value as a browser does: React listens for the input event. */
async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
    setter.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}
const blur = (input: HTMLInputElement) =>
  act(async () => void input.dispatchEvent(new FocusEvent('focusout', { bubbles: true })))
const submit = () => act(async () => void container.querySelector('form')!.requestSubmit())

describe('useAccountForm (the account forms without react-hook-form)', () => {
  it('checks a field when it loses focus, then on every change; nothing before', async () => {
    await act(async () => root.render(<LoginLike onValid={() => {}} />))
    await type($('email'), 'ada@')
    expect(latest.current!.errors.email).toBeUndefined()
    await blur($('email'))
    expect(latest.current!.errors.email?.message).toBe('Please enter a valid email address, like name@library.org.')
    expect($('email').getAttribute('aria-invalid')).toBe('true')
    await type($('email'), 'ada@library.org')
    expect(latest.current!.errors.email).toBeUndefined()
    expect(latest.current!.errors.password).toBeUndefined()
  })

  it('a submit checks every field, focuses the first in error and counts; a valid one hands over the parsed values', async () => {
    const onValid = vi.fn()
    await act(async () => root.render(<LoginLike onValid={onValid} />))
    await submit()
    expect(latest.current!.errors).toEqual({
      email: { message: 'Please enter your email address.' },
      password: { message: 'Please enter your password.' },
    })
    expect(document.activeElement).toBe($('email'))
    expect(latest.current!.submitCount).toBe(1)
    expect(onValid).not.toHaveBeenCalled()
    // After a submit every change checks its field.
    await type($('password'), 'secret')
    expect(latest.current!.errors.password).toBeUndefined()
    await type($('email'), 'Ada@Library.org')
    await submit()
    expect(onValid).toHaveBeenCalledWith({ email: 'ada@library.org', password: 'secret' })
    expect(latest.current!.submitCount).toBe(2)
    await act(async () => {
      latest.current!.setError('password', 'The email or password is not correct.')
    })
    expect(latest.current!.errors.password?.message).toBe('The email or password is not correct.')
    await act(async () => latest.current!.resetField('password'))
    expect($('password').value).toBe('')
    expect(latest.current!.errors.password).toBeUndefined()
  })
})
