// Applies the stored theme before the first paint (an external file: the CSP forbids inline scripts).
(() => {
  let theme = 'light';
  try {
    if (localStorage.getItem('theme') === 'dark') theme = 'dark';
  } catch {
    // Storage unavailable: light.
  }
  document.documentElement.dataset.theme = theme;
})();
