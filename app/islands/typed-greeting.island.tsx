import { TypedGreeting } from "#app/components/typed-greeting";

/** The chat intro's greeting, typed letter by letter. */
export default { component: TypedGreeting };
