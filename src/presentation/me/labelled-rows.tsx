import { Anchor, DataList } from '@mantine/core';

/** A label, its value, a class for the value (an e-mail address breaks anywhere), and where it links to (tel:, mailto:). */
export type LabelledRow = [label: string, value: string, className?: string, href?: string];

/** The read-only facts of a /me page (내 정보, 회사 정보): labels beside their values, divided. */
export function LabelledRows({ rows }: { rows: LabelledRow[] }) {
  return (
    <DataList withDivider labelWidth="120px">
      {rows.map(([label, value, className, href]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue className={className}>
            {href ? <Anchor href={href}>{value}</Anchor> : value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
