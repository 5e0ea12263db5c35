export default function printMe() {
  console.log('Hello from the print module.');
}
