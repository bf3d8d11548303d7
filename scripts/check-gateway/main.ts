import { parseOptions, USAGE, UsageError } from './options';
import { renderReport } from './render';
import { checkGateway } from './run-check';

/**
 * `npm run check:gateway -- --base-url URL --token TOKEN [--write] [--json]`: where a gateway and
 * contract/ disagree. Exit 0: no mismatch; 1: mismatches; 2: bad usage. The token is never printed.
 */
async function main(): Promise<number> {
  let options;
  try {
    options = parseOptions(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS'))) throw error;
    if ((error as Error).message === USAGE) {
      console.log(USAGE);
      return 0;
    }
    console.error((error as Error).message);
    return 2;
  }
  const report = await checkGateway(options);
  console.log(options.json ? JSON.stringify(report, null, 2) : renderReport(report));
  return report.mismatches.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('The gateway check failed to run:', error);
    process.exit(2);
  },
);
