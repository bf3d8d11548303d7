/**
 * The import's time as the creator sees it: from the file input's change event (the pick handed over) to
 * the moment the page shows `text` (the token count) and the grid's first name cell reads `firstName`.
 * Start it before the pick: it resolves with the milliseconds, measured in the page.
 */
export function importShown(page, text, firstName) {
  return page.evaluate(
    ({ text, firstName }) =>
      new Promise((resolve) => {
        let start = 0;
        document.addEventListener('change', () => (start = performance.now()), { capture: true, once: true });
        const poll = () => {
          const first = document.querySelector('[role="gridcell"][aria-colindex="3"]')?.textContent;
          if (start && document.body.innerText.includes(text) && first === firstName)
            resolve(performance.now() - start);
          else requestAnimationFrame(poll);
        };
        requestAnimationFrame(poll);
      }),
    { text, firstName },
  );
}
