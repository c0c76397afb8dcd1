//! The message decoder under fuzzing: arbitrary text, valid messages cut short or spliced, and deep nesting all
//! come back as a message or a typed error, never a panic; and what a seat may send round-trips.

use hexmarshal_server::proto::{ClientMsg, DecodeError, MAX_CLIENT_MESSAGE, decode};
use proptest::prelude::*;

const VALID: [&str; 4] = [
    r#"{"type":"ping"}"#,
    r#"{"type":"resync"}"#,
    r#"{"type":"order","seq":3,"order":{"Medieval":"EndTurn"}}"#,
    r#"{"type":"order","seq":0,"order":{"CombatCommander":{"Activate":{"unit":"a"}}}}"#,
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn arbitrary_text_never_panics(s in ".{0,400}") {
        let _ = decode(&s);
    }

    #[test]
    fn cut_and_spliced_messages_never_panic(k in 0usize..4, cut in 0usize..120, junk in "[{}\\[\\]\":,a-z0-9 ]{0,40}") {
        let v = VALID[k];
        let at = cut.min(v.len());
        let _ = decode(&v[..at]);
        let _ = decode(&format!("{}{}{}", &v[..at], junk, &v[at..]));
    }

    #[test]
    fn orders_round_trip(seq in any::<u64>()) {
        let m = ClientMsg::Order { seq, order: serde_json::from_str(r#"{"Medieval":"EndTurn"}"#).unwrap_or_else(|_| panic!()) };
        let text = serde_json::to_string(&m).unwrap();
        prop_assert_eq!(decode(&text).unwrap(), m);
    }
}

#[test]
fn deep_nesting_and_size_are_errors() {
    let deep = format!("{}{}", "[".repeat(5000), "]".repeat(5000));
    assert!(matches!(decode(&deep), Err(DecodeError::TooLarge(_)) | Err(DecodeError::Bad(_))));
    let deep = "[".repeat(3000);
    assert!(matches!(decode(&deep), Err(DecodeError::Bad(_))));
    let big = " ".repeat(MAX_CLIENT_MESSAGE + 1);
    assert_eq!(decode(&big), Err(DecodeError::TooLarge(MAX_CLIENT_MESSAGE + 1)));
    assert_eq!(decode(r#"{"type":"ping"}"#), Ok(ClientMsg::Ping {}));
    let e = decode(r#"{"type":"order","seq":-1}"#).unwrap_err();
    assert!(e.to_string().starts_with("not a message:"), "{e}");
}
