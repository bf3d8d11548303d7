import { shellCopy } from '../../copy/shell-copy';
import { ComingSoon } from '../../shell/coming-soon';

export default function AuctionDescriptionPage() {
  return <ComingSoon title={shellCopy.comingSoon.auctionDescription} />;
}
