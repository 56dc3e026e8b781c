export default function ChatIntro() {
  return null;
}
