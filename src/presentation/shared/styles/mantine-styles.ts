// Every Mantine component's styles (in `@layer mantine`, see ./first-paint-styles), imported by
// the chunks that show more than the first screen's cards: the signed-in layout, the consent step
// and the toasts. Vite loads a chunk's CSS before the chunk runs, so nothing paints unstyled.
import '@mantine/core/styles.layer.css';
