// Every Mantine component's styles (in `@layer mantine`, see ./first-paint-styles), imported by
// the chunks that show more than the first screen's cards and the signed-in start: the workspace
// frame and the /me layout (every signed-in page but the list), the consent step and the toasts.
// Vite loads a chunk's CSS before the chunk runs, so nothing paints unstyled. The signed-in start's
// part comes first: the whole sheet then always lands after it, and its rules keep Mantine's order.
import './signed-in-styles';
import '@mantine/core/styles.layer.css';
