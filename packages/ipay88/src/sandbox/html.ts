import { escapeHtml } from '@nyiur/domain';

/**
 * A page of the sandbox. Asset links are relative: every page is served one level below the
 * mount point (…/epayment/…), so `../sandbox.css` works wherever the sandbox is mounted.
 */
export const renderPage = (title: string, body: string, extraHead = ''): string =>
  `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · iPay88 sandbox</title>
<link rel="stylesheet" href="../sandbox.css">
${extraHead}</head>
<body>
<div class="banner">Sandbox gateway: no real money moves</div>
<main class="sheet">
${body}
</main>
</body>
</html>
`;
