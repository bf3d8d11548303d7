// How many samples each bench takes. BENCH_SAMPLES=full (`npm run bench:full`, and each bench run on
// its own) takes every sample its goal was set with. BENCH_SAMPLES=test (`npm test`, `npm run bench`)
// takes each sample once where its figure has held still (docs/performance.md): one Lighthouse run
// of each page (their three runs differed by at most a point: 99-100 for /login, 100 for the desktop
// list, 98 three times over for the mobile list, LCP 2.32-2.35 s), one scroll of the list (0 long
// tasks in 5 of 5), and a drop of 500 images instead of 10,000 in bench:editions: its upload is a
// rate (the editor's requests and batch, the same from the first hundred images on), printed with the
// time 10,000 would take at it, and its goal is scaled to the count; the 10,000 (the heap and the
// folder's hand-over at full size, and the 1 GB of images that takes to write) are bench:full's.
// bench:api's load of max-size tokens is 2,500 instead of 10,000 (about 150 MB instead of 600: the
// list GET is timed while that creator's GETs run back to back either way, as one long answer or
// several; storing the 10,000 took 50 s and one GET of them 23 s). The budgets are the same in both,
// and a variable of a bench's own (BENCH_LIST_RUNS, BENCH_LIGHTHOUSE_RUNS, BENCH_EDITIONS_IMAGES,
// BENCH_API_LOAD_TOKENS…) still sets its count.
const PROFILES = {
  full: {
    listLoads: 3,
    listScrolls: 5,
    lighthouse: { 'login-mobile': 3, 'launchpads-desktop': 3, 'launchpads-mobile': 3 },
    editionsImages: 10_000,
    apiLoadTokens: 10_000,
  },
  test: {
    listLoads: 3,
    listScrolls: 1,
    lighthouse: { 'login-mobile': 1, 'launchpads-desktop': 1, 'launchpads-mobile': 1 },
    editionsImages: 500,
    apiLoadTokens: 2_500,
  },
};

const name = process.env.BENCH_SAMPLES ?? 'full';
if (!(name in PROFILES)) throw new Error(`BENCH_SAMPLES=${name}: use full or test`);

/** The samples of BENCH_SAMPLES (full unless set), and its name. */
export const benchSamples = { name, ...PROFILES[name] };

/** A count from the environment when set there, else the profile's. */
export const countFrom = (variable, fallback) =>
  process.env[variable] === undefined ? fallback : Number(process.env[variable]);
