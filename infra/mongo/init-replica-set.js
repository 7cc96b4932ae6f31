// Run by mongosh in the one-shot mongo-init service of infra/compose.yaml, inside mongo1's network namespace:
// makes replica set rs0 of the three nodes, its administrator and the platform's own user, once. On the first
// run no user exists yet, and the localhost exception lets this connection initiate the set and create the first
// user; later runs sign in and only add what is missing.
const { MONGO_ROOT_USER, MONGO_ROOT_PASSWORD, MONGO_APP_USER, MONGO_APP_PASSWORD } = process.env;
const admin = db.getSiblingDB('admin');

function signIn() {
  try {
    return admin.auth(MONGO_ROOT_USER, MONGO_ROOT_PASSWORD).ok === 1;
  } catch {
    return false;
  }
}

if (!signIn()) {
  try {
    rs.initiate({
      _id: 'rs0',
      members: [
        { _id: 0, host: 'mongo1:27017', priority: 2 },
        { _id: 1, host: 'mongo2:27017' },
        { _id: 2, host: 'mongo3:27017' },
      ],
    });
  } catch (error) {
    if (error.codeName !== 'AlreadyInitialized') throw error;
  }
  while (!db.hello().isWritablePrimary) sleep(1000);
  admin.createUser({ user: MONGO_ROOT_USER, pwd: MONGO_ROOT_PASSWORD, roles: [{ role: 'root', db: 'admin' }] });
  if (!signIn()) throw new Error('The administrator was created but cannot sign in.');
}

// The platform's user (the user and password in the API's MONGODB_URI), made on whichever node is primary now.
const root = encodeURIComponent(MONGO_ROOT_USER);
const rootPassword = encodeURIComponent(MONGO_ROOT_PASSWORD);
const platform = connect(`mongodb://${root}:${rootPassword}@mongo1:27017,mongo2:27017,mongo3:27017/schoolpage?replicaSet=rs0&authSource=admin`);
if (!platform.getUser(MONGO_APP_USER)) {
  platform.createUser({ user: MONGO_APP_USER, pwd: MONGO_APP_PASSWORD, roles: [{ role: 'readWrite', db: 'schoolpage' }] });
}
print('Replica set rs0 and its users are ready.');
