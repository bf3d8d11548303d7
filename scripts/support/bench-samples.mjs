// How many samples each bench takes. BENCH_SAMPLES=full (`npm run bench:full`, and each bench run on
// its own) takes every sample its goal was set with. BENCH_SAMPLES=test (`npm test`, `npm run bench`)
// takes each sample once where its figure has held still (docs/performance.md): one Lighthouse run
// of each page (their three runs differed by at most a point: 99-100 for /login, 100 for the desktop
// list, 98 three times over for the mobile list, LCP 2.32-2.35 s), one scroll of the list (0 long
// tasks in 5 of 5), and a drop of 2,000 images instead of 10,000 in bench:editions: its upload is a
// rate (ten a request, four requests at a time, the same from the first hundred images on), and its
// goal is scaled to the count; the 10,000 (the heap and the folder's hand-over at full size, and the
// 1 GB of images that takes to write) are bench:full's. The budgets are the same in both, and a
// variable of a bench's own (BENCH_LIST_RUNS, BENCH_LIGHTHOUSE_RUNS, BENCH_EDITIONS_IMAGES…) still
// sets its count.
const PROFILES = {
  full: {
    listLoads: 3,
    listScrolls: 5,
    lighthouse: { 'login-mobile': 3, 'launchpads-desktop': 3, 'launchpads-mobile': 3 },
    editionsImages: 10_000,
  },
  test: {
    listLoads: 3,
    listScrolls: 1,
    lighthouse: { 'login-mobile': 1, 'launchpads-desktop': 1, 'launchpads-mobile': 1 },
    editionsImages: 2_000,
  },
};

const name = process.env.BENCH_SAMPLES ?? 'full';
if (!(name in PROFILES)) throw new Error(`BENCH_SAMPLES=${name}: use full or test`);

/** The samples of BENCH_SAMPLES (full unless set), and its name. */
export const benchSamples = { name, ...PROFILES[name] };

/** A count from the environment when set there, else the profile's. */
export const countFrom = (variable, fallback) =>
  process.env[variable] === undefined ? fallback : Number(process.env[variable]);
