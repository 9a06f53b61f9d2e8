// Small HTML pages the local identity provider renders itself. No external fonts or scripts:
// dev and tests run without internet (the built-in pages import Google Fonts).

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="id">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)}</title>
  <style>
    body{font-family:system-ui,sans-serif;background:#f4f6fa;margin:40px auto;max-width:340px}
    .card{background:#fff;border-radius:6px;box-shadow:0 2px 6px rgba(0,0,0,.15);padding:20px 24px}
    h1{font-size:1.2em;font-weight:500}input,button{display:block;width:100%;box-sizing:border-box;margin:8px 0;padding:8px}
    button{background:#1f4e96;color:#fff;border:0;border-radius:4px;cursor:pointer}
    .error{color:#b00020}
  </style>
</head>
<body><div class="card">${body}</div></body>
</html>`;
}

/**
 * Shown after a wrong login or password. Same field names as the built-in devInteractions
 * login page (input[name=login], input[name=password]) so tests can simply retry.
 */
export function failedLoginPage(submitPath: string, login: string): string {
  const action = escapeHtml(submitPath);
  return page(
    'Masuk (dev)',
    `
    <h1>Masuk ke Portal Dosen (dev)</h1>
    <p class="error" role="alert">Login atau kata sandi salah.</p>
    <form autocomplete="off" action="${action}" method="post">
      <input type="hidden" name="prompt" value="login">
      <input required type="text" name="login" value="${escapeHtml(login)}" aria-label="Login">
      <input required type="password" name="password" autofocus aria-label="Kata sandi">
      <button type="submit" class="login login-submit">Sign-in</button>
    </form>
    <p><a href="${action}/abort">Batal</a></p>`,
  );
}

/**
 * RP-initiated logout confirms by itself: MSAL's logoutPopup/logoutRedirect should end on the
 * post-logout URI without a click, as with a single Entra account. The button stays for no-JS.
 */
export function logoutPage(form: string): string {
  return page(
    'Keluar',
    `
    <h1>Sedang keluar dari Portal Dosen (dev)…</h1>
    ${form}
    <button id="logout-yes" type="submit" form="op.logoutForm" value="yes" name="logout">Keluar</button>
    <script>document.getElementById('logout-yes').click()</script>`,
  );
}

export function logoutSuccessPage(): string {
  return page('Keluar', '<h1>Anda sudah keluar.</h1><p>Silakan tutup jendela ini.</p>');
}
