/** How long a 미리보기 key lasts in the browser tests' API (LOCAL_API_PREVIEW_TTL_SECONDS), so a test can see one expire. */
export const E2E_PREVIEW_TTL_SECONDS = 20;
