import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './detail-row.module.css';

/** One labelled row of the contract step's detail tables (what the chain said, the deployment). */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr className={classes.row}>
      <Table.Th scope="row" w={160} fw={500} c="dimmed">
        {label}
      </Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}
