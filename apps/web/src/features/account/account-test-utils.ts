export { callsTo, deferred, fakeApi, pending, type FakeRequestOptions, type Reply } from '../../test/fake-api.ts';
export { accountOf } from '../../test/account-fixture.ts';
