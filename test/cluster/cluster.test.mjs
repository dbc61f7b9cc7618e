// The shared topology proven as an operator would try it (issue 25): two upstream and two website instances on one
// PostgreSQL, Redis and a Ceph radosgw S3 store, haproxy in front; each step goes through the load balancer and
// through each instance directly. Run by `npm run test:cluster` (part of `npm test`; CI installs haproxy and Ceph).
// One test file, so one cluster for every step: the steps, in order, are in the modules below (each step works on
// what the ones before it left), and the cluster they share is started in cluster-world.mjs.
import './cluster-world.mjs';
import './starting.mjs';
import './across-instances.mjs';
import './outages.mjs';
import './erasure-and-expiry.mjs';
