/** The sandbox's stylesheet, served at …/sandbox.css. */
export const SANDBOX_CSS = `*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#eef1f4;color:#1d2733}
.banner{background:#7a4b00;color:#fff;text-align:center;padding:.4rem;font-size:.875rem}
.sheet{max-width:40rem;margin:2rem auto;background:#fff;border-radius:8px;padding:1.5rem 2rem;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{font-size:1.4rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 1.5rem}
dt{color:#56606b}dd{margin:0;font-weight:600}
fieldset{border:1px solid #c9d0d8;border-radius:6px;margin:0 0 1.5rem;padding:.75rem 1rem}
legend{font-weight:600;padding:0 .25rem}
.group-title{margin:.75rem 0 .25rem;color:#56606b;font-size:.875rem;text-transform:uppercase;letter-spacing:.04em}
label{display:block;padding:.2rem 0;cursor:pointer}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}
button{font:inherit;padding:.6rem 1.4rem;border-radius:6px;border:1px solid #1d2733;background:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #2b6cb0;outline-offset:2px}
.approve{background:#1f6f3f;border-color:#1f6f3f;color:#fff}
.decline{background:#a32020;border-color:#a32020;color:#fff}
.error{color:#a32020;font-weight:600}
`;

/** Submits the result form on load; served as a file so a strict CSP (script-src 'self') allows it. */
export const AUTOSUBMIT_JS = `(function () {
  var form = document.querySelector('form[data-autosubmit]');
  if (form) form.submit();
})();
`;
