// The browser APIs jsdom lacks and Mantine reads on mount: media queries (colour scheme,
// reduced motion, `hiddenFrom`), ResizeObserver (Collapse, ScrollArea) and scrollIntoView
// (Combobox). Import it from a jsdom test setup file.
Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  writable: true,
  value: (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

window.ResizeObserver ??= class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
};

window.HTMLElement.prototype.scrollIntoView ??= () => {};
