/** The console's door: email, password, "Sign in". One message for every refusal. */
import { barePage } from './console-layout.ts'
import { view, type View } from '../../../render/written-page.ts'

export function signInView({
  email = '',
  error = null,
  notice = null,
}: {
  email?: string
  error?: string | null
  notice?: string | null
}): View {
  return barePage(
    'Sign in',
    view`<h1 style="margin-top:2rem">Operators’ console</h1>
<p class="muted">For the people who look after the listings. Readers never need an account.</p>
${notice ? view`<p class="notice" role="status">${notice}</p>` : ''}
${error ? view`<p class="error" role="alert">${error}</p>` : ''}
<form method="post" action="/admin/sign-in" class="item">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${email}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<p><button type="submit">Sign in</button></p>
</form>`,
  )
}
