// Mantine's styles for the components a signed-in start runs (the layout and its header menus, the
// launchpad list, its dialog, skeleton and states), about 11 KB gzip: with the whole sheet (30 KB)
// the list's first rows waited for ~19 KB of styles no component on them used. Every other page
// loads the whole sheet with its chunk (./mantine-styles, from the workspace frame and the /me
// layout), so nothing paints unstyled. The first screen's components (Button, Text, Paper…) come
// with ./first-paint-styles. A component added to the signed-in start needs its file here:
// e2e/signed-in-styles.spec.ts fails on a Mantine class of the start without a rule. In the order
// of Mantine's own sheet.
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/Accordion.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/AppShell.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/EmptyState.layer.css';
import '@mantine/core/styles/Flex.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
