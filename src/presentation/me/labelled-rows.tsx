import { DataList } from '@mantine/core';

/** A label, its value, and a class for the value (an e-mail address breaks anywhere). */
export type LabelledRow = [label: string, value: string, className?: string];

/** The read-only facts of a /me page (내 정보, 회사 정보): labels beside their values, divided. */
export function LabelledRows({ rows }: { rows: LabelledRow[] }) {
  return (
    <DataList withDivider labelWidth="120px">
      {rows.map(([label, value, className]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue className={className}>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
