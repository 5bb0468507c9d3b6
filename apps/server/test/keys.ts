/** The Aadhaar secret of the tests: the app under test and the demo seed of the test databases both use it. */
export const TEST_AADHAAR_KEY = 'test-only-aadhaar-secret-0123456789abcdef';
