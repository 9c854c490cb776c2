// Applies the theme before the first paint (an external file: the CSP forbids inline scripts).
// A stored choice wins; with none, the system's dark or light setting; with no preference, light.
(() => {
  let theme = null;
  try {
    const stored = localStorage.getItem('theme');
    if (stored === 'dark' || stored === 'light') theme = stored;
  } catch {
    // Storage unavailable: as if nothing were stored.
  }
  if (!theme) theme = window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  document.documentElement.dataset.theme = theme;
})();
