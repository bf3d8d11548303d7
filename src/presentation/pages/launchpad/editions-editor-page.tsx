import { shellCopy } from '../../copy/shell-copy';
import { ComingSoon } from '../../shell/coming-soon';

export default function EditionsEditorPage() {
  return <ComingSoon title={shellCopy.comingSoon.editionsEditor} />;
}
