// Mantine's styles for what the first screen paints (/login, and the message pages: not found,
// sign-in failure): its base, its CSS variables and the components of those cards, about 9 KB
// gzip instead of the whole 41 KB sheet blocking the first paint. Every other component's styles
// come with the layout, the consent step and the toasts (./mantine-styles).
// The `.layer` files put Mantine in `@layer mantine`: whichever chunk's copy of a rule arrives
// last, the app's own (unlayered) CSS still wins over it.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Button.layer.css';
