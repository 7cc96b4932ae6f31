export default function SearchBox() {
  return <input type="search" placeholder="Search your School ..." aria-label="Search your School" />;
}
