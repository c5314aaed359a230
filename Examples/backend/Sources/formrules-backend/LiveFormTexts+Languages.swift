extension LiveFormTexts {
    /// The page's texts by language tag, as `Resources/` names its translations: keyed by the
    /// whole tag rather than the language subtag, because zh-Hans and zh-Hant, pt-BR and pt-PT,
    /// and es and es-419 differ.
    static let byTag: [String: LiveFormTexts] = [
        "en": english,
        "ar": LiveFormTexts(submit: "إرسال", choose: "اختر…", accepted: "تم: قبِل الخادم النموذج.", refused: "لم يقبل الخادم النموذج:", failed: "تعذّر الاتصال بالخادم.", requiredMarker: "مطلوب"),
        "cs": LiveFormTexts(submit: "Odeslat", choose: "Vyberte…", accepted: "Hotovo: server formulář přijal.", refused: "Server formulář nepřijal:", failed: "Nepodařilo se připojit k serveru.", requiredMarker: "povinné"),
        "da": LiveFormTexts(submit: "Send", choose: "Vælg…", accepted: "Færdig: serveren har godkendt formularen.", refused: "Serveren godkendte ikke formularen:", failed: "Der kunne ikke oprettes forbindelse til serveren.", requiredMarker: "skal udfyldes"),
        "de": LiveFormTexts(submit: "Senden", choose: "Bitte wählen…", accepted: "Fertig: Der Server hat das Formular angenommen.", refused: "Der Server hat das Formular nicht angenommen:", failed: "Der Server konnte nicht erreicht werden.", requiredMarker: "erforderlich"),
        "el": LiveFormTexts(submit: "Υποβολή", choose: "Επιλέξτε…", accepted: "Ολοκληρώθηκε: ο διακομιστής αποδέχτηκε τη φόρμα.", refused: "Ο διακομιστής δεν αποδέχτηκε τη φόρμα:", failed: "Δεν ήταν δυνατή η σύνδεση με τον διακομιστή.", requiredMarker: "υποχρεωτικό"),
        "es": LiveFormTexts(submit: "Enviar", choose: "Elige…", accepted: "Listo: el servidor ha aceptado el formulario.", refused: "El servidor no ha aceptado el formulario:", failed: "No se ha podido conectar con el servidor.", requiredMarker: "obligatorio"),
        "es-419": LiveFormTexts(submit: "Enviar", choose: "Elige…", accepted: "Listo: el servidor aceptó el formulario.", refused: "El servidor no aceptó el formulario:", failed: "No se pudo conectar con el servidor.", requiredMarker: "obligatorio"),
        "fi": LiveFormTexts(submit: "Lähetä", choose: "Valitse…", accepted: "Valmis: palvelin hyväksyi lomakkeen.", refused: "Palvelin ei hyväksynyt lomaketta:", failed: "Palvelimeen ei saatu yhteyttä.", requiredMarker: "pakollinen"),
        "fr": LiveFormTexts(submit: "Envoyer", choose: "Choisissez…", accepted: "Terminé\u{00A0}: le serveur a accepté le formulaire.", refused: "Le serveur n’a pas accepté le formulaire\u{00A0}:", failed: "Impossible de joindre le serveur.", requiredMarker: "obligatoire"),
        "he": LiveFormTexts(submit: "שליחה", choose: "בחירה…", accepted: "בוצע: השרת קיבל את הטופס.", refused: "השרת לא קיבל את הטופס:", failed: "לא ניתן להתחבר לשרת.", requiredMarker: "חובה"),
        "hu": LiveFormTexts(submit: "Küldés", choose: "Válasszon…", accepted: "Kész: a szerver elfogadta az űrlapot.", refused: "A szerver nem fogadta el az űrlapot:", failed: "Nem sikerült kapcsolódni a szerverhez.", requiredMarker: "kötelező"),
        "it": LiveFormTexts(submit: "Invia", choose: "Scegli…", accepted: "Fatto: il server ha accettato il modulo.", refused: "Il server non ha accettato il modulo:", failed: "Impossibile contattare il server.", requiredMarker: "obbligatorio"),
        "ja": LiveFormTexts(submit: "送信", choose: "選択してください…", accepted: "完了：サーバーがフォームを受け付けました。", refused: "サーバーがフォームを受け付けませんでした：", failed: "サーバーに接続できませんでした。", requiredMarker: "必須"),
        "ko": LiveFormTexts(submit: "보내기", choose: "선택하세요…", accepted: "완료: 서버가 양식을 받아들였습니다.", refused: "서버가 양식을 받아들이지 않았습니다:", failed: "서버에 연결하지 못했습니다.", requiredMarker: "필수"),
        "nb": LiveFormTexts(submit: "Send", choose: "Velg…", accepted: "Ferdig: serveren har godtatt skjemaet.", refused: "Serveren godtok ikke skjemaet:", failed: "Kunne ikke koble til serveren.", requiredMarker: "må fylles ut"),
        "nl": LiveFormTexts(submit: "Verzenden", choose: "Kies…", accepted: "Klaar: de server heeft het formulier geaccepteerd.", refused: "De server heeft het formulier niet geaccepteerd:", failed: "Kan geen verbinding maken met de server.", requiredMarker: "verplicht"),
        "pl": LiveFormTexts(submit: "Wyślij", choose: "Wybierz…", accepted: "Gotowe: serwer przyjął formularz.", refused: "Serwer nie przyjął formularza:", failed: "Nie udało się połączyć z serwerem.", requiredMarker: "wymagane"),
        "pt-BR": LiveFormTexts(submit: "Enviar", choose: "Escolha…", accepted: "Pronto: o servidor aceitou o formulário.", refused: "O servidor não aceitou o formulário:", failed: "Não foi possível conectar ao servidor.", requiredMarker: "obrigatório"),
        "pt-PT": LiveFormTexts(submit: "Enviar", choose: "Escolha…", accepted: "Concluído: o servidor aceitou o formulário.", refused: "O servidor não aceitou o formulário:", failed: "Não foi possível estabelecer ligação ao servidor.", requiredMarker: "obrigatório"),
        "ro": LiveFormTexts(submit: "Trimite", choose: "Alegeți…", accepted: "Gata: serverul a acceptat formularul.", refused: "Serverul nu a acceptat formularul:", failed: "Nu s-a putut stabili conexiunea cu serverul.", requiredMarker: "obligatoriu"),
        "ru": LiveFormTexts(submit: "Отправить", choose: "Выберите…", accepted: "Готово: сервер принял данные формы.", refused: "Сервер не принял данные формы:", failed: "Не удалось связаться с сервером.", requiredMarker: "обязательно"),
        "sv": LiveFormTexts(submit: "Skicka", choose: "Välj…", accepted: "Klart: servern godkände formuläret.", refused: "Servern godkände inte formuläret:", failed: "Det gick inte att ansluta till servern.", requiredMarker: "obligatoriskt"),
        "tr": LiveFormTexts(submit: "Gönder", choose: "Seçin…", accepted: "Tamamlandı: sunucu formu kabul etti.", refused: "Sunucu formu kabul etmedi:", failed: "Sunucuya bağlanılamadı.", requiredMarker: "zorunlu"),
        "uk": LiveFormTexts(submit: "Надіслати", choose: "Виберіть…", accepted: "Готово: сервер прийняв дані форми.", refused: "Сервер не прийняв дані форми:", failed: "Не вдалося зв’язатися із сервером.", requiredMarker: "обов’язково"),
        "zh-Hans": LiveFormTexts(submit: "提交", choose: "请选择…", accepted: "完成：服务器已接受表单。", refused: "服务器未接受表单：", failed: "无法连接到服务器。", requiredMarker: "必填"),
        "zh-Hant": LiveFormTexts(submit: "送出", choose: "請選擇…", accepted: "完成：伺服器已接受表單。", refused: "伺服器未接受表單：", failed: "無法連線至伺服器。", requiredMarker: "必填"),
    ]
}
