export default function SearchList() {
  return <h1>Available List</h1>;
}
